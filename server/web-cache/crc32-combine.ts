/**
 * CRC-32 of a concatenation from the CRC-32s of its parts (zlib's crc32_combine, which Node does
 * not expose): the cache knows each stored piece's CRC, so an answer computes its gzip trailer
 * without reading the page again. Arithmetic on polynomials over GF(2) modulo the CRC-32 polynomial.
 */
const POLY = 0xedb88320

/** a × b modulo the polynomial (bit-reflected, as CRC-32 is). */
function multModP(a: number, b: number) {
  let m = 0x80000000
  let p = 0
  let x = b >>> 0
  for (;;) {
    if (a & m) {
      p ^= x
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    x = x & 1 ? (x >>> 1) ^ POLY : x >>> 1
  }
  return p >>> 0
}

/** x^(2^n) modulo the polynomial, n = 0…31. */
const X2N = (() => {
  const table: number[] = []
  let p = 1 << 30 // x^1
  for (let n = 0; n < 32; n++) {
    table.push(p >>> 0)
    p = multModP(p, p)
  }
  return table
})()

/**
 * The operator that appends `length` bytes: computed once per stored piece, then
 * `crc32Append(crcBefore, op, crcOfPiece)` is the CRC of before + piece.
 */
export function crc32AppendOperator(length: number) {
  let p = 0x80000000 // x^0
  let k = 3 // bytes, not bits: x^(8 × length)
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k & 31], p)
  return p
}

export function crc32Append(crcBefore: number, operator: number, crcOfPiece: number) {
  return (multModP(operator, crcBefore) ^ crcOfPiece) >>> 0
}
