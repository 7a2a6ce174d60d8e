/**
 * zod, with the Indonesian texts for issues a schema names no text for (zod-errors.ts). Every
 * shared schema imports `z` from here, so whichever bundle or process loads a schema first has the
 * texts in place, and a page that loads no schema loads no zod (the web entry stays without it).
 */
import { z } from 'zod';
import { installIndonesianZodErrors } from './zod-errors';

installIndonesianZodErrors();

export { z };
