/**
 * Light English stemming, applied to index terms and query terms alike so that `mount`, `mounts`,
 * `mounted` and `mounting` meet, and so do `volume` and `volumes`. It strips plural `-s`/`-es`/
 * `-ies`, `-ed`, `-ing` and a final `-e`, and undoubles a final consonant (`stopped` -> `stop`).
 * Light on purpose: it never touches identifiers, numbers or non-Latin words, and a word that it
 * maps wrongly still meets its own forms, because both sides go through the same function.
 */

const LETTERS = /^[a-z]+$/;
const VOWEL = /[aeiouy]/;
const DOUBLE = /([b-df-hj-km-np-rtv-xz])\1$/;
/** Plurals ending in `-us` whose singular ends in `u` (most `-us` words are singulars: `status`, `bus`). */
const U_PLURALS = /^(?:v?[cgtnx]pus|menus|skus|emus)$/;

/** `s` without a doubled final consonant (`stopp` -> `stop`); l, s and z stay doubled (`install`, `pass`). */
function undouble(s: string): string {
  return DOUBLE.test(s) && !/(ll|ss|zz)$/.test(s) ? s.slice(0, -1) : s;
}

/** The stem of a lower-case word; anything that is not 3 or more plain letters comes back as it is. */
export function stem(word: string): string {
  if (word.length < 3 || !LETTERS.test(word)) return word;
  let s = word;
  if (s.length >= 4) {
    if (s.endsWith('sses')) s = s.slice(0, -2);
    else if (s.endsWith('ies') && s.length > 4) s = `${s.slice(0, -3)}y`;
    else if (s.endsWith('s') && (!/(ss|us|is)$/.test(s) || U_PLURALS.test(s))) s = s.slice(0, -1);
  }
  if (s.endsWith('eed')) {
    // `need`, `speed`: not a past tense.
  } else if (s.endsWith('ied') && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (s.endsWith('ed') && s.length >= 4 && VOWEL.test(s.slice(0, -2))) s = s.slice(0, -2);
  else if (s.endsWith('ing') && s.length >= 5 && VOWEL.test(s.slice(0, -3))) s = s.slice(0, -3);
  if (s.endsWith('e') && s.length >= 3) s = s.slice(0, -1);
  return undouble(s);
}
