/**
 * The image types an upload may have (product §5: PNG or JPEG). A module of its own, without zod,
 * so a form's page can offer them to the file picker without loading the rules (decision 0044).
 */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
