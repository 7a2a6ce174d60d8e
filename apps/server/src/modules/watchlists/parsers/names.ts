/**
 * PPATK writes a listed person's aliases into the name cell: "Abu Fulan alias Abu Fulanah als
 * Fulan, alias: Si Fulan". The first part is the name, the others aliases (their quality unknown:
 * PPATK does not grade them as the UN does).
 */
const ALIAS_SEPARATOR = /[\s,;]*\b(?:alias|als)\b\.?\s*:?\s*/i;

export function splitAliases(cell: string): { name: string; aliases: string[] } {
  const parts = cell
    .split(ALIAS_SEPARATOR)
    .map(collapseSpaces)
    .map((p) => p.replace(/^[,;]+|[,;]+$/g, '').trim())
    .filter((p) => p !== '');
  const [name = '', ...aliases] = parts;
  return { name, aliases: [...new Set(aliases)].filter((a) => a !== name) };
}

export function collapseSpaces(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}
