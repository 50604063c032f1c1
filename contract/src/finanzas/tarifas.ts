/** (written by its slice) */
export {};
