import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { diskStorage, type FileStore } from '@konfety/storage';

/*
 * The feeds' and sitemaps' XML as the tests read it: parsed by saxes, a strict XML 1.0 parser (it refuses what is not
 * well-formed, a character XML does not allow included, and checks namespaces), into a small tree.
 */

export interface XmlElement {
  /** The element's name as written (`g:price`). */
  name: string;
  /** Its namespace URI. */
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parses a whole document; throws on the first well-formedness or namespace error. */
export function parseXml(source: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlElement = { name: '#document', uri: '', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  let error: Error | null = null;
  parser.on('error', (e) => {
    error ??= e;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      uri: tag.uri,
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([k, a]) => [k, a.value])),
      children: [],
      text: '',
    };
    stack.at(-1)!.children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    stack.at(-1)!.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(source).close();
  if (error) throw error;
  const [element] = root.children;
  if (!element) throw new Error('no root element');
  return element;
}

/** The children named `name`. */
export const all = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);
/** The text of the first child named `name`, or undefined. */
export const text = (element: XmlElement, name: string) => element.children.find((c) => c.name === name)?.text;
/** An element's children as name → texts (repeated elements keep every text). */
export function fields(element: XmlElement): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const c of element.children) (out[c.name] ??= []).push(c.text);
  return out;
}

/** A public store in a directory of its own, for what the feeds' and sitemaps' tests write; `remove` deletes it. */
export function scratchStore(name: string): { files: FileStore; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `konfety-${name}-`));
  return { files: diskStorage({ publicDir: path.join(dir, 'media'), privateDir: path.join(dir, 'private') }).public, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A stored file's text. */
export async function readStored(files: FileStore, key: string): Promise<string> {
  const file = await files.get(key);
  if (!file) throw new Error(`${key} was not written`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
