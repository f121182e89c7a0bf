/** Test files whose content matches (or, for the renamed PDF, contradicts) their names. */
const bytes = (base64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** A real 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** The start of a JFIF JPEG: enough for magic-byte detection. */
const JPEG =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

export const pngFile = (name = 'receipt.png') => new File([bytes(PNG)], name, { type: 'image/png' });
export const jpegFile = (name = 'receipt.jpg') => new File([bytes(JPEG)], name, { type: 'image/jpeg' });
/** A PDF renamed .png: the browser believes the name and calls it image/png. */
export const pdfRenamedPng = (name = 'statement.png') =>
  new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')], name, {
    type: 'image/png',
  });
export const pdfFile = (name = 'statement.pdf') =>
  new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], name, { type: 'application/pdf' });
