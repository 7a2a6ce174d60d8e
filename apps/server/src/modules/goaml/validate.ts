/**
 * goAML XML checked against schema/goaml-subset.xsd (decision 0201) with libxml2 compiled to
 * WebAssembly (libxml2-wasm): the W3C XSD validator most goAML tooling uses, without a native build.
 * Every error comes back with its line, so a reviewer can find the element at fault.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ErrorDetail, XmlDocument, XmlLibError, XsdValidator } from 'libxml2-wasm';

export interface GoamlValidationError {
  /** The line of the XML document (1 for the first). */
  line: number;
  /** libxml2's words, naming the element and what it expected. */
  message: string;
}

export type GoamlValidation = { ok: true } | { ok: false; errors: GoamlValidationError[] };

const SCHEMA_FILE = 'goaml-subset.xsd';

/** The schema beside the sources (src/modules/goaml/schema), or from the server's bundle (dist). */
function schemaPath(): string {
  const candidates = [
    path.resolve(import.meta.dirname, 'schema', SCHEMA_FILE),
    path.resolve(import.meta.dirname, '../src/modules/goaml/schema', SCHEMA_FILE),
  ];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`${SCHEMA_FILE} not found (looked in ${candidates.join(', ')})`);
  return found;
}

let validator: XsdValidator | null = null;

/** Compiled once, on first use, and kept: the schema does not change while the process runs. */
function schemaValidator(): XsdValidator {
  if (!validator) {
    const schema = XmlDocument.fromString(readFileSync(schemaPath(), 'utf8'));
    try {
      validator = XsdValidator.fromDoc(schema);
    } finally {
      schema.dispose();
    }
  }
  return validator;
}

function errorsOf(details: ErrorDetail[]): GoamlValidationError[] {
  return details.map((d) => ({ line: d.line, message: d.message.trim() }));
}

/** Whether the XML is a report the schema accepts; if not, every error libxml2 found. */
export function validateGoamlXml(xml: string): GoamlValidation {
  const check = schemaValidator();
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (err) {
    // Not even well-formed XML: the parser's errors, with their lines.
    if (err instanceof XmlLibError) return { ok: false, errors: errorsOf(err.details) };
    throw err;
  }
  try {
    check.validate(doc);
    return { ok: true };
  } catch (err) {
    if (err instanceof XmlLibError) return { ok: false, errors: errorsOf(err.details) };
    throw err;
  } finally {
    // The document lives in the WebAssembly heap, which no garbage collector frees.
    doc.dispose();
  }
}
