import { gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { acceptsGzip } from './cached-render.ts'

const answers = new WeakMap<object, EncodedJson>()

/**
 * A cached value's JSON answer: its bytes, made once per cached object (encoding the profile again
 * for every answer was a large share of a cached answer's CPU), and their gzip form, made on the
 * first answer that takes it and kept beside them (compressing per answer cost more than the rest
 * of the answer, docs/decisions/0044). Kept as long as the cached value is: a value dropped from
 * the data cache takes its answer with it. Like the HTML cache, gzip is what every client that
 * compresses takes.
 */
export function encodedJson(value: object): EncodedJson {
  let encoded = answers.get(value)
  if (encoded === undefined) {
    encoded = new EncodedJson(Buffer.from(JSON.stringify(value)))
    answers.set(value, encoded)
  }
  return encoded
}

class EncodedJson {
  #gzip: Buffer | undefined
  constructor(readonly json: Buffer) {}

  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.json)
    return this.#gzip
  }

  /** Sends the bytes, gzipped when the client takes gzip (the compression plugin then leaves them as they are). */
  send(req: FastifyRequest, reply: FastifyReply) {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding')
    if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(this.json)
    return reply.header('content-encoding', 'gzip').send(this.gzip)
  }
}
