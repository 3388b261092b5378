import Papa from 'papaparse';
import { csvDelimiter } from '../ui/csv-document';

/** Spec 001 section 5: CSV defaults to semicolon (the separator of the export, spec section 9). */
export const defaultSeparator = csvDelimiter;

/** A first line `sep=X` (as Excel writes and reads it), possibly quoted. */
const separatorLine = /^"?sep=(.)"?[ \t]*(?:\r\n|\n|\r|$)/i;

export type SeparatorChoice = { separator: string; body: string; declared: boolean };

/**
 * The separator and the text after any `sep=` line. Without one it is a semicolon, unless the
 * header line has no semicolon but tabs or commas: a file saved by a tool that ignores the
 * convention would otherwise come out as one single column, which helps nobody.
 */
export function chooseSeparator(text: string): SeparatorChoice {
  const declared = separatorLine.exec(text);
  if (declared?.[1]) return { separator: declared[1], body: text.slice(declared[0].length), declared: true };
  const header = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const count = (character: string) => header.split(character).length - 1;
  if (count(defaultSeparator) === 0) {
    const tabs = count('\t');
    const commas = count(',');
    if (tabs > 0 || commas > 0)
      return { separator: tabs >= commas ? '\t' : ',', body: text, declared: false };
  }
  return { separator: defaultSeparator, body: text, declared: false };
}

const quote = 0x22;

/**
 * CSV text given piece by piece (a file read in chunks) in, whole records out: the records
 * (the header among them; blank lines skipped) of every complete line so far, the rest kept for
 * the next piece. A line ends at the file's line break outside quotes, followed the way
 * papaparse reads quotes (a quote opens a quoted field only at the field's start; `""` inside is
 * one quote), so a quoted cell with line breaks, or a chunk ending in the middle of one, stays
 * one cell. Each run of complete lines is then parsed by papaparse itself, with the separator
 * and line break settled once from the start of the file, so the cells come out as a parse of
 * the whole text gives them. A broken quote keeps the rest of the file until `end`, where
 * papaparse reports it as for the whole text.
 */
export class CsvChunkParser {
  separator: string | undefined;
  newline: string | undefined;
  /** The data row (counted as the user does) of the first broken quote, if any. */
  quoteErrorRow: number | undefined;
  private buffer = '';
  private scanned = 0;
  private inQuotes = false;
  private fieldStart = true;
  /** records parsed so far, the header included: papaparse's row index in a whole parse */
  private records = 0;

  /** The records of the lines this piece completes. */
  push(text: string): string[][] {
    this.buffer += text;
    if (!this.settle(false)) return [];
    const cut = this.scan(false);
    if (cut <= 0) return [];
    const piece = this.buffer.slice(0, cut);
    this.buffer = this.buffer.slice(cut);
    this.scanned -= cut;
    return this.parse(piece);
  }

  /** The records of what is left: the last line, with or without its line break. */
  end(): string[][] {
    this.settle(true);
    const piece = this.buffer;
    this.buffer = '';
    this.scanned = 0;
    return piece === '' ? [] : this.parse(piece);
  }

  /** The separator (and `sep=` line) and the line break, once the first line is in. */
  private settle(final: boolean): boolean {
    if (this.separator !== undefined) return true;
    const { separator, body } = chooseSeparator(this.buffer);
    // the header's line break must be whole ("\r" may be the first half of "\r\n"), and a
    // `sep=` line may still be coming in
    if (!final && (!/\r\n|\n|\r[^\n]/.test(body) || /^"?sep=/i.test(body))) return false;
    this.separator = separator;
    this.buffer = body;
    // papaparse guesses the line break from (at most) the first megabyte, as for the whole
    // text; a piece may end inside quotes or between "\r" and "\n", which would mislead it
    let sample = body.slice(0, 1024 * 1024);
    if (!final) {
      if ((sample.match(/"/g)?.length ?? 0) % 2 === 1) sample = sample.slice(0, sample.lastIndexOf('"'));
      if (sample.endsWith('\r')) sample = sample.slice(0, -1);
    }
    const guess = Papa.parse(sample, { delimiter: separator, preview: 1 });
    this.newline = guess.meta.linebreak || '\n';
    return true;
  }

  /** The end of the last complete line in the buffer (0: none yet); remembers where it stopped. */
  private scan(final: boolean): number {
    const text = this.buffer;
    const separator = (this.separator as string).charCodeAt(0);
    const newline = this.newline as string;
    const newlineStart = newline.charCodeAt(0);
    let cut = 0;
    let index = this.scanned;
    while (index < text.length) {
      if (this.inQuotes) {
        const next = text.indexOf('"', index);
        if (next < 0) {
          index = text.length;
          break;
        }
        // a quote as the last character may be the first of "": wait for the next piece
        if (next + 1 >= text.length && !final) {
          index = next;
          break;
        }
        if (text.charCodeAt(next + 1) === quote) index = next + 2;
        else {
          this.inQuotes = false;
          index = next + 1;
        }
        continue;
      }
      const code = text.charCodeAt(index);
      if (code === quote && this.fieldStart) {
        this.inQuotes = true;
        this.fieldStart = false;
        index++;
      } else if (code === newlineStart) {
        // "\r\n" split between two pieces: wait for the next one
        if (newline.length > 1 && index + newline.length > text.length && !final) break;
        if (text.startsWith(newline, index)) {
          index += newline.length;
          cut = index;
          this.fieldStart = true;
        } else {
          this.fieldStart = false;
          index++;
        }
      } else {
        this.fieldStart = code === separator;
        index++;
      }
    }
    this.scanned = index;
    return cut;
  }

  private parse(piece: string): string[][] {
    const parsed = Papa.parse<string[]>(piece, {
      delimiter: this.separator as string,
      newline: this.newline as Papa.ParseConfig['newline'],
      skipEmptyLines: 'greedy',
    });
    const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
    if (quoteError && this.quoteErrorRow === undefined) {
      // papaparse counts rows including the header; the user counts data rows
      this.quoteErrorRow = Math.max(1, this.records + (quoteError.row ?? 0));
    }
    this.records += parsed.data.length;
    return parsed.data;
  }
}
