import sharp from 'sharp'

/**
 * A phone's photo as the upload benches send it: 4:3, `mp` megapixels, JPEG quality 90, textured so
 * it compresses like a real one (a few MB); `n` tints it so that no two uploads are the same file.
 */
export function phonePhoto(n: number, mp: number) {
  const { width, height } = phonePhotoSize(mp)
  return sharp({ create: { width, height, channels: 3, background: { r: 120 + n, g: 110, b: 100 } } })
    .composite([
      {
        input: {
          create: { width: 500, height: 375, channels: 3, background: '#203040', noise: { type: 'gaussian', mean: 110, sigma: 35 } },
        },
        tile: true,
        blend: 'overlay',
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer()
}

export function phonePhotoSize(mp: number) {
  const width = Math.round(Math.sqrt((mp * 1e6 * 4) / 3))
  return { width, height: Math.round((width * 3) / 4) }
}
