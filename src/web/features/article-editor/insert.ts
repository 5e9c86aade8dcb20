/** The Markdown put at `start`–`end` of `text`, on a paragraph of its own. */
export function insertParagraph(text: string, start: number, end: number, markdown: string) {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const tail = after === "" ? "\n" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const inserted = `${lead}${markdown}${tail}`;
  return { text: before + inserted + after, caret: start + inserted.length };
}
