import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

interface StoredObject {
  body: Buffer
  contentType: string
  cacheControl?: string
  etag: string
  lastModified: Date
}

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * A small S3-compatible server for tests, in this process and on loopback only: path-style URLs
 * (`/<bucket>/<key>`) with HeadBucket, PutObject, GetObject, HeadObject, DeleteObject and ListObjectsV2 —
 * what the S3 adapter and the AWS SDK use. Signatures are not verified, but every request must be
 * signed with `accessKeyId`, so a client without credentials fails as it would against S3.
 * `pageSize` caps a ListObjectsV2 page (S3's is 1000) so tests can reach continuation tokens.
 * `otherBuckets` exist too (a private bucket beside the public one); `objects` is `bucket`'s.
 */
export async function startS3Server(options: { bucket: string; otherBuckets?: string[]; accessKeyId: string; pageSize?: number }) {
  const objects = new Map<string, StoredObject>()
  const buckets = new Map([
    [options.bucket, objects],
    ...(options.otherBuckets ?? []).map((name) => [name, new Map<string, StoredObject>()] as const),
  ])
  const requests: { method: string; bucket: string; key: string }[] = []

  const send = (res: http.ServerResponse, status: number, body = '', headers: http.OutgoingHttpHeaders = {}) => {
    res.writeHead(status, { 'content-type': 'application/xml', ...headers })
    res.end(body)
  }
  const error = (res: http.ServerResponse, status: number, code: string) =>
    send(res, status, `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`)

  const list = (res: http.ServerResponse, bucket: string, objects: Map<string, StoredObject>, query: URLSearchParams) => {
    const prefix = query.get('prefix') ?? ''
    const max = Math.min(Number(query.get('max-keys') ?? 1000), options.pageSize ?? 1000)
    const after = query.get('continuation-token') ?? query.get('start-after') ?? ''
    const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort()
    const page = keys.slice(0, max)
    const truncated = keys.length > page.length
    const contents = page
      .map((key) => {
        const o = objects.get(key) as StoredObject
        return `<Contents><Key>${xml(key)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${o.etag}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`
      })
      .join('')
    const next = truncated ? `<NextContinuationToken>${xml(page.at(-1) as string)}</NextContinuationToken>` : ''
    send(
      res,
      200,
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    )
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://s3.test')
    const [, bucket, ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    const method = req.method ?? 'GET'
    requests.push({ method, bucket, key })
    if (!req.headers.authorization?.includes(`Credential=${options.accessKeyId}/`)) return error(res, 403, 'InvalidAccessKeyId')
    const objects = buckets.get(bucket)
    if (!objects) return error(res, 404, 'NoSuchBucket')
    if (!key) {
      if (method === 'HEAD') return send(res, 200) // HeadBucket
      return method === 'GET' && url.searchParams.get('list-type') === '2'
        ? list(res, bucket, objects, url.searchParams)
        : error(res, 400, 'NotImplemented')
    }

    if (method === 'PUT') {
      const body = Buffer.concat(chunks)
      const etag = `"${createHash('md5').update(body).digest('hex')}"`
      const contentType = req.headers['content-type'] ?? 'application/octet-stream'
      const cacheControl = req.headers['cache-control']
      objects.set(key, { body, contentType, cacheControl, etag, lastModified: new Date() })
      return send(res, 200, '', { etag })
    }
    if (method === 'DELETE') {
      objects.delete(key)
      return send(res, 204)
    }
    const found = objects.get(key)
    if (!found) return method === 'HEAD' ? send(res, 404) : error(res, 404, 'NoSuchKey')
    const headers = {
      'content-type': found.contentType,
      'content-length': String(found.body.length),
      etag: found.etag,
      'last-modified': found.lastModified.toUTCString(),
      ...(found.cacheControl ? { 'cache-control': found.cacheControl } : {}),
    }
    if (req.headers['if-none-match'] === found.etag) return send(res, 304, '', { etag: found.etag })
    res.writeHead(200, headers)
    res.end(method === 'HEAD' ? undefined : found.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    /** The objects of any of its buckets. */
    bucket: (name: string) => buckets.get(name) ?? new Map<string, StoredObject>(),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>
