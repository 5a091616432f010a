import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ResponsivePicture } from './responsive-picture.tsx'

const base = '/uploads/images/a'
const variant = (width: number, format: 'webp' | 'jpeg') => ({
  url: `${base}/w${width}.${format === 'jpeg' ? 'jpg' : 'webp'}`,
  width,
  height: width * 1.25,
  format,
})
const photo = (formats: ('webp' | 'jpeg')[]) => ({
  url: `${base}/original.jpg`,
  variants: [320, 1080].flatMap((width) => formats.map((format) => variant(width, format))),
  placeholder: null,
  width: 1200,
  height: 1500,
})
const render = (image: ReturnType<typeof photo>) => renderToStaticMarkup(<ResponsivePicture image={image} alt="Linen look" sizes="100vw" />)

describe('ResponsivePicture', () => {
  it('is one <img> with the WebP variants as srcset, no JPEG alternative in the page', () => {
    const html = render(photo(['webp', 'jpeg']))
    expect(html).not.toContain('<picture')
    expect(html).not.toContain('.jpg')
    expect(html).toContain(`srcSet="${base}/w320.webp 320w, ${base}/w1080.webp 1080w"`)
    expect(html).toContain(`src="${base}/w1080.webp"`)
    expect(html).toContain('width="1200" height="1500"')
  })

  it('takes the JPEG variants for a photo that has no WebP ones', () => {
    const html = render(photo(['jpeg']))
    expect(html).toContain(`srcSet="${base}/w320.jpg 320w, ${base}/w1080.jpg 1080w"`)
    expect(html).toContain(`src="${base}/w1080.jpg"`)
  })
})
