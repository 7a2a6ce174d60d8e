/**
 * The UN XML's structure, checked before any XML parser sees it (decision 0120). The consolidated
 * list declares no DOCTYPE and no entity, so any declaration (an external entity, a parameter
 * entity, a billion laughs) is refused outright rather than handed to a parser that might expand
 * it; a reference to an entity other than XML's five is refused too (undeclared, it could only be
 * stored as text); and nesting is capped so that no parser recurses 100,000 levels deep.
 * One pass over the text, jumping from '<' to '<', so it costs milliseconds even at 20 MB.
 */
import { fillTemplate, MSG } from '@kilau/shared';
import { XML_MAX_DEPTH } from './limits';
import { refuseFile, refuseRow } from './refusal';

const PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
const ENTITY_REF = /&([A-Za-z_:][\w.:-]*);/y;

export function guardXml(xml: string): void {
  const n = xml.length;
  const lineOf = (at: number) => {
    let line = 1;
    for (let i = xml.indexOf('\n'); i !== -1 && i < at; i = xml.indexOf('\n', i + 1)) line++;
    return line;
  };
  const entitiesIn = (from: number, to: number) => {
    for (let amp = xml.indexOf('&', from); amp !== -1 && amp < to; amp = xml.indexOf('&', amp + 1)) {
      ENTITY_REF.lastIndex = amp;
      const name = ENTITY_REF.exec(xml)?.[1];
      if (name !== undefined && !PREDEFINED.has(name)) {
        throw refuseRow(lineOf(amp), fillTemplate(MSG.watchlistXmlEntity, { name }));
      }
    }
  };
  /** The index just past the first `end` at or after `from`, or the end of the text. */
  const past = (end: string, from: number) => {
    const at = xml.indexOf(end, from);
    return at === -1 ? n : at + end.length;
  };
  let depth = 0;
  let i = 0;
  while (i < n) {
    const lt = xml.indexOf('<', i);
    entitiesIn(i, lt === -1 ? n : lt);
    if (lt === -1) break;
    if (xml.startsWith('<!--', lt)) i = past('-->', lt + 4);
    else if (xml.startsWith('<![CDATA[', lt)) i = past(']]>', lt + 9);
    else if (xml.startsWith('<?', lt)) i = past('?>', lt + 2);
    else if (xml.startsWith('<!', lt)) throw refuseFile(MSG.watchlistXmlDoctype);
    else {
      // The tag ends at the first '>' outside a quoted attribute value.
      let j = lt + 1;
      let quote = 0;
      for (; j < n; j++) {
        const c = xml.charCodeAt(j);
        if (quote !== 0) {
          if (c === quote) quote = 0;
        } else if (c === 34 || c === 39) quote = c;
        else if (c === 62) break;
      }
      entitiesIn(lt, j);
      if (xml.charCodeAt(lt + 1) === 47) depth--;
      else if (xml.charCodeAt(j - 1) !== 47 && ++depth > XML_MAX_DEPTH) {
        throw refuseRow(lineOf(lt), fillTemplate(MSG.watchlistXmlTooDeep, { depth: String(XML_MAX_DEPTH) }));
      }
      i = j + 1;
    }
  }
}
