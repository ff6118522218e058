/**
 * The records of a CSV text by RFC 4180: fields split at commas, records at CR LF or LF; a field
 * in double quotes may hold commas, line breaks and doubled quotes (""). One pass over the text,
 * so linear in its length; a leading byte order mark is dropped. Lenient like spreadsheet readers:
 * a quote inside an unquoted field is kept as it is, an unterminated quote ends at the text's end.
 */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let at = text.startsWith("\uFEFF") ? 1 : 0;
  const endField = () => {
    record.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (at < text.length) {
    const char = text[at]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[at + 1] === '"') {
        field += '"';
        at++;
      } else quoted = false;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") endField();
    else if (char === "\n") endRecord();
    else if (char === "\r" && text[at + 1] === "\n") {
      endRecord();
      at++;
    } else field += char;
    at++;
  }
  if (field !== "" || record.length > 0) endRecord();
  return records;
}

/**
 * The rows of a CSV table as objects keyed by its header, the header being the first record that
 * names `keyColumn`: some exports put a preamble ("Notes:" and a paragraph) before it. Rows of
 * empty fields only are left out. Empty when no record names the column.
 */
export function csvTable(text: string, keyColumn: string): Record<string, string>[] {
  const records = csvRecords(text);
  const headerAt = records.findIndex((record) => record.some((name) => name.trim() === keyColumn));
  if (headerAt === -1) return [];
  const header = records[headerAt]!.map((name) => name.trim());
  return records
    .slice(headerAt + 1)
    .filter((record) => record.some((value) => value.trim() !== ""))
    .map((record) => Object.fromEntries(header.map((name, index) => [name, (record[index] ?? "").trim()])));
}
