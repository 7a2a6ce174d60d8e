import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';

describe('the catalogue’s wording', () => {
  it('says “Unggah” for upload, never the English “Upload” beside it', () => {
    const english = Object.entries(MSG).filter(([, text]) => /\bupload/i.test(text));
    expect(english).toEqual([]);
  });
});
