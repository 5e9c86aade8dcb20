/**
 * Issue 31, item 10 (docs/decisions/072): a request's attachments inspected beyond their kind — an
 * .xlsx with macros, a program, web content, links to other workbooks or foreign parts is refused
 * naming what was found; a PDF with JavaScript, a launch action or embedded files is refused, also
 * when hidden in an object stream behind an escaped name — and every upload, refused or not,
 * counts against the uploader's budget by what was read and inflated (429 with Retry-After).
 */
import { deflateSync } from "node:zlib";
import ExcelJS from "exceljs";
import { unzipSync, zipSync } from "fflate";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type ChatUserFixture, signedIn } from "./chat-helpers.ts";
import { call, type SellerFixture, sellersOfOneModel } from "./orders-helpers.ts";
import { deflated, filler, workbookZip } from "./zip-fixtures.ts";

let t: TestApp;
let modelId: number;
let sellers: SellerFixture[];
let xlsx: Buffer;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  ({ modelId, sellers } = await sellersOfOneModel(t, 1));
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Specs").addRow(["Model", "Quantity"]);
  xlsx = Buffer.from(await book.xlsx.writeBuffer());
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#f7931a" } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

/** A buyer with an open request sent to the seller. */
async function buyerWithRequest() {
  const buyer = await signedIn(t, "buyer");
  const created = await call(t, "POST", "/api/orders/requests/", buyer, {
    model_id: modelId,
    seller_ids: [(sellers[0] as SellerFixture).sellerId],
    quantity: 2,
    delivery_country: "DE",
    notes: "",
  });
  expect(created.status).toBe(201);
  return { buyer, requestId: created.body.id as number };
}

async function upload(who: ChatUserFixture, requestId: number, name: string, data: Buffer, lang = "en") {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(data)], name, { type: "application/octet-stream" }));
  const encoded = new Request("http://multipart.invalid/", { method: "POST", body: form });
  const res = await t.app.inject({
    method: "POST",
    url: `/api/orders/requests/${requestId}/attachments/`,
    headers: {
      ...who.headers,
      "content-type": encoded.headers.get("content-type") ?? "",
      "accept-language": lang,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers };
}

/** The workbook Excel wrote, with `extra` parts added (or replaced). */
function workbookWith(extra: Record<string, string | Buffer>): Buffer {
  const parts = unzipSync(new Uint8Array(xlsx));
  for (const [name, data] of Object.entries(extra))
    parts[name] = new Uint8Array(typeof data === "string" ? Buffer.from(data) : data);
  return Buffer.from(zipSync(parts));
}

function pdfkitPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.text("Rack layout, 40 units");
    doc.end();
  });
}

const pdfOf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer<</Root 1 0 R>>\n%%EOF\n`, "latin1");

describe("an .xlsx carries a spreadsheet only", () => {
  it("refuses macros, ActiveX and OLE objects, programs, web content, links out and foreign parts, naming them (en, fr)", async () => {
    const { buyer, requestId } = await buyerWithRequest();
    const cases: [string, Record<string, string | Buffer>, RegExp][] = [
      [
        "macros",
        { "xl/vbaProject.bin": Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) },
        /macros.*“xl\/vbaProject\.bin”/,
      ],
      ["activeX", { "xl/activeX/activeX1.bin": Buffer.from("ole") }, /macros.*“xl\/activeX\/activeX1\.bin”/],
      [
        "program",
        { "xl/media/setup.exe": Buffer.from("MZ\x90\x00") },
        /a program \(“xl\/media\/setup\.exe”\)/,
      ],
      // A program named as an image: found by its header.
      [
        "MZ header",
        { "xl/media/image1.png": Buffer.from("MZ\x90\x00\x03\x00\x00\x00") },
        /a program \(“xl\/media\/image1\.png”\)/,
      ],
      [
        "html",
        { "xl/media/page.html": "<html><script>alert(1)</script></html>" },
        /web page.*“xl\/media\/page\.html”/,
      ],
      [
        "svg as xml",
        { "xl/media/image2.xml": '<?xml version="1.0"?><svg onload="alert(1)"/>' },
        /web page.*“xl\/media\/image2\.xml”/,
      ],
      ["external link", { "xl/externalLinks/externalLink1.xml": "<externalLink/>" }, /links to other files/],
      [
        "external relationship",
        {
          "xl/_rels/workbook.xml.rels":
            '<?xml version="1.0"?><Relationships><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="file:///C:/evil.xltm" TargetMode="External"/></Relationships>',
        },
        /links to other files \(“xl\/_rels\/workbook\.xml\.rels”\)/,
      ],
      ["foreign part", { "readme.txt": "hello" }, /more than an Excel workbook \(“readme\.txt”\)/],
    ];
    for (const [name, extra, message] of cases) {
      const r = await upload(buyer, requestId, "list.xlsx", workbookWith(extra));
      expect(r.status, name).toBe(400);
      expect(r.body.file?.[0], name).toMatch(message);
    }
    const fr = await upload(
      buyer,
      requestId,
      "list.xlsx",
      workbookWith({ "xl/vbaProject.bin": Buffer.from("x") }),
      "fr",
    );
    expect(fr.body.file[0]).toMatch(/^Ce classeur contient des macros/);
    // The file: macros, a program and a web page together.
    const all = workbookWith({
      "xl/vbaProject.bin": Buffer.from("vba"),
      "payload.exe": Buffer.from("MZ"),
      "index.html": "<html></html>",
    });
    expect((await upload(buyer, requestId, "list.xlsx", all)).status).toBe(400);
    // Nothing was kept; Excel's own workbook (with its printer settings) still goes in.
    const plain = workbookWith({ "xl/printerSettings/printerSettings1.bin": Buffer.alloc(64) });
    const ok = await upload(buyer, requestId, "list.xlsx", plain);
    expect(ok.status).toBe(201);
    expect(ok.body.attachments).toHaveLength(1);
  });
});

describe("a PDF carries pages only", () => {
  it("refuses JavaScript, launch actions and embedded files, also inside an object stream; takes a plain PDF", async () => {
    const { buyer, requestId } = await buyerWithRequest();
    const hidden = deflateSync(Buffer.from("2 0 <</Type/Action/S/J#61vaScript/J#53(app.alert(1))>>"));
    const cases: [string, Buffer, RegExp][] = [
      [
        "javascript",
        pdfOf("1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj"),
        /JavaScript/,
      ],
      [
        "launch",
        pdfOf("1 0 obj<</Type/Catalog/OpenAction<</S/Launch/F(cmd.exe)>>>>endobj"),
        /opens a program/,
      ],
      [
        "embedded file",
        pdfOf("1 0 obj<</Type/Catalog/Names<</EmbeddedFiles<</Names[(a.exe) 3 0 R]>>>>>>endobj"),
        /embedded files/,
      ],
      [
        "javascript in an object stream, its name escaped",
        Buffer.concat([
          Buffer.from(
            `%PDF-1.7\n5 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${hidden.length}>>stream\n`,
            "latin1",
          ),
          hidden,
          Buffer.from(
            "\nendstream\nendobj\n1 0 obj<</Type/Catalog/OpenAction 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
            "latin1",
          ),
        ]),
        /JavaScript/,
      ],
      [
        "encrypted",
        pdfOf(
          "1 0 obj<</Type/Catalog>>endobj\n2 0 obj<</Filter/Standard/V 2>>endobj\ntrailer<</Encrypt 2 0 R>>",
        ),
        /encrypted/,
      ],
    ];
    for (const [name, data, message] of cases) {
      const r = await upload(buyer, requestId, "specs.pdf", data);
      expect(r.status, name).toBe(400);
      expect(r.body.file?.[0], name).toMatch(message);
    }
    const fr = await upload(buyer, requestId, "specs.pdf", cases[0]?.[1] as Buffer, "fr");
    expect(fr.body.file[0]).toMatch(/^Ce PDF contient du JavaScript/);
    // A name in a text string is text, not a key.
    const text = await upload(
      buyer,
      requestId,
      "notes.pdf",
      pdfOf("1 0 obj<</Type/Catalog/Title(about /JavaScript)>>endobj"),
    );
    expect(text.status).toBe(201);
    const made = await upload(buyer, requestId, "rack.pdf", await pdfkitPdf());
    expect(made.status).toBe(201);
    expect(made.body.attachments).toHaveLength(2);
  });
});

describe("the uploader's budget", () => {
  it("counts refused uploads by what they inflated: after 500 MB of zip bombs the next upload is 429 with Retry-After", async () => {
    const { buyer, requestId } = await buyerWithRequest();
    // About 120 KB each, 120 MB inflated: refused at 100 MB, which counts.
    const bomb = workbookZip({ name: "xl/worksheets/sheet1.xml", data: deflated(filler(120 * 1024 * 1024)) });
    for (let i = 0; i < 5; i++) {
      const r = await upload(buyer, requestId, "bomb.xlsx", bomb);
      expect(r.status).toBe(400);
      expect(r.body.file[0]).toMatch(/unpacks to more than 100 MB/);
    }
    const next = await upload(buyer, requestId, "rack.png", png);
    expect(next.status).toBe(429);
    expect(Number(next.headers["retry-after"])).toBeGreaterThan(0);
    expect(next.body.detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    // Another buyer's budget is their own.
    const other = await buyerWithRequest();
    expect((await upload(other.buyer, other.requestId, "rack.png", png)).status).toBe(201);
  });

  it("counts every attempt: past 100 an hour, even refused ones, the next is 429", async () => {
    const { buyer, requestId } = await buyerWithRequest();
    const junk = Buffer.from("not a file of any kind");
    for (let i = 0; i < 100; i++) expect((await upload(buyer, requestId, "junk.bin", junk)).status).toBe(400);
    const next = await upload(buyer, requestId, "rack.png", png);
    expect(next.status).toBe(429);
    expect(Number(next.headers["retry-after"])).toBeGreaterThan(0);
  });
});
