// For converted text that cannot switch (an image's description): both systems, metric first.
// Its own module, so pages that only show quantities do not load it.
export const bothUnits = (text: string) => text.replace(/\{([^{}|]+)\|([^{}|]+)\}/g, "$1 ($2)");
