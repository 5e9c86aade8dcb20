/** The user's picture, or their initial on a coloured disc. */
export function UserAvatar({
  name,
  url,
  size = "sm",
}: {
  name: string;
  url: string | null;
  size?: "sm" | "lg";
}) {
  const cls = size === "lg" ? "size-20 text-2xl" : "size-8 text-sm";
  if (url)
    return (
      <img
        src={url}
        alt=""
        width={80}
        height={80}
        className={`${cls} shrink-0 rounded-full bg-slate-200 object-cover`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${cls} flex shrink-0 items-center justify-center rounded-full bg-amber-400 font-bold text-slate-900`}
    >
      {(name.trim()[0] ?? "?").toUpperCase()}
    </span>
  );
}
