import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, as a reader's copy and paste would give it, spaces collapsed. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
