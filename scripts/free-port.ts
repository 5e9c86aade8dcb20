/** A free TCP port on 127.0.0.1 (the server then listens on it). */
import { once } from "node:events";
import net from "node:net";

export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
