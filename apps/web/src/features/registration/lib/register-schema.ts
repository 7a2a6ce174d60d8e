/**
 * The registration form's zod schema: the page paints before zod has arrived, so its form loads
 * this module after the first paint (decisions 0051, 0107). Import it only with `import()`.
 */
export { registerFormSchema } from '@kilau/shared';
