/** URL slug from Czech/Slovak text: "Párty & Oslavy" → "party-a-oslavy" (diacritics dropped, & read as "a"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' a ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
