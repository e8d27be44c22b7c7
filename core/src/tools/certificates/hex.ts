/** `e59d…` as `E5:9D:…`, the way openssl prints key identifiers and serials. */
export const colonHex = (hexText: string) => (hexText.match(/../g) ?? []).join(':').toUpperCase();
