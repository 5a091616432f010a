import { gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { acceptsGzip } from './cached-render.ts'

/**
 * A cached JSON answer as bytes, and their gzip form, made on the first answer that takes it and
 * kept beside them: compressing a 17 KB profile per answer cost five times the rest of the answer
 * (docs/decisions/0044). Like the HTML cache, gzip is what every client that compresses takes.
 */
export class EncodedJson {
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
