import { reencodeImage } from '../../platform/images/reencode-image.ts';
import type { ParsedAttachment } from './parse-mail.ts';

/** Files other than images and PDFs are kept up to this size; larger ones are listed by name and size. */
const OTHER_ATTACHMENT_LIMIT = 10 * 1024 * 1024;
/** Photos are scaled to fit this edge, as the Abnahme's are. */
const IMAGE_MAX_EDGE = 2560;

export interface StoredAttachment {
  filename: string;
  contentType: string;
  kind: 'image' | 'pdf' | 'other';
  size: number;
  content: Buffer | null;
}

const reencodeMessages = { type: 'kein Bild', tooLarge: 'zu groß', unreadable: 'nicht lesbar' };
const imageTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/**
 * What is kept of a received file (issue 50): images decoded and encoded anew through the image pipeline
 * (EXIF and GPS gone), PDFs as they came, anything else only up to OTHER_ATTACHMENT_LIMIT. An image that
 * cannot be read is listed, never kept as it came: its metadata would survive.
 */
export async function keptAttachment(file: ParsedAttachment): Promise<StoredAttachment> {
  const size = file.content.length;
  if (file.contentType.startsWith('image/')) {
    try {
      const { data, format } = await reencodeImage(file.content, {
        maxBytes: Number.MAX_SAFE_INTEGER,
        maxEdge: IMAGE_MAX_EDGE,
        messages: reencodeMessages,
      });
      return { filename: file.filename, contentType: imageTypes[format]!, kind: 'image', size, content: data };
    } catch {
      return { filename: file.filename, contentType: file.contentType, kind: 'image', size, content: null };
    }
  }
  if (file.contentType === 'application/pdf' || file.filename.toLowerCase().endsWith('.pdf')) {
    return { filename: file.filename, contentType: 'application/pdf', kind: 'pdf', size, content: file.content };
  }
  return {
    filename: file.filename,
    contentType: file.contentType,
    kind: 'other',
    size,
    content: size <= OTHER_ATTACHMENT_LIMIT ? file.content : null,
  };
}
