/** Appenders publish here after a commit so the relay reads at once instead of at its next poll. */
export const relayPokeChannel = (prefix: string) => `${prefix}relay:poke`;
