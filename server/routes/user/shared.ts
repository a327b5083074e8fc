/** Account forms are small; anything bigger is refused with 413 before it is read. */
export const accountBodyLimit = 16 * 1024;
