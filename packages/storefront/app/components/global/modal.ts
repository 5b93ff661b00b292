/**
 * The global modal (SPEC §2): any code opens it with a window event carrying
 * a title, a type and the content. Only type 'text' is supported; other types
 * show the catalogue's unknown-type message.
 */
export const MODAL_EVENT = 'konfety:modal';

export interface ModalDetail {
  title: string;
  /** 'text' renders `content` as paragraphs; anything else shows the unknown-type message. */
  type: string;
  /** For 'text': one string (paragraphs separated by line breaks) or a list of paragraphs. */
  content?: unknown;
}

declare global {
  interface WindowEventMap {
    [MODAL_EVENT]: CustomEvent<ModalDetail>;
  }
}

/** Opens the global modal (replacing its content when it is already open). No-op on the server. */
export function openModal(detail: ModalDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(MODAL_EVENT, { detail }));
}

/** The event's detail checked: null when it is not an object; a missing title or type becomes ''. */
export function normalizeModalDetail(raw: unknown): Required<ModalDetail> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const d = raw as Record<string, unknown>;
  const title = typeof d.title === 'string' ? d.title.trim() : '';
  const type = typeof d.type === 'string' ? d.type : '';
  return { title, type, content: d.content ?? null };
}

/** The paragraphs of a text modal: a string is split at line breaks; a list gives one paragraph per entry; empty ones are dropped. */
export function modalParagraphs(content: unknown): string[] {
  const parts = Array.isArray(content)
    ? content.flatMap((c) => (typeof c === 'string' || typeof c === 'number' ? String(c).split(/\r?\n/) : []))
    : typeof content === 'string' || typeof content === 'number'
      ? String(content).split(/\r?\n/)
      : [];
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}
