import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '../../lib/api.ts'
import { type GeneratedImage, readImages, readStatus, TWIN_POLL_MS, type TwinStatusView } from './twin-state.ts'

/**
 * The studio's state: status, days left on the model, generated images. While a training runs the
 * status is read again every 15 s; when it turns ready the model info and gallery follow.
 */
export function useTwin() {
  const [twin, setTwin] = useState<TwinStatusView | null>(null)
  const [daysRemaining, setDaysRemaining] = useState<number | null>(null)
  const [images, setImages] = useState<GeneratedImage[]>([])
  const [imagesFailed, setImagesFailed] = useState(false)
  const previous = useRef<string | null>(null)

  const loadImages = useCallback(async () => {
    const result = await api('/api/twin/generated-images')
    setImagesFailed(!result.ok)
    if (result.ok) setImages(readImages(result.data))
  }, [])

  const loadInfo = useCallback(async () => {
    const result = await api<{ daysRemaining?: number }>('/api/twin/model-info')
    setDaysRemaining(result.ok && typeof result.data?.daysRemaining === 'number' ? result.data.daysRemaining : null)
  }, [])

  const loadStatus = useCallback(async () => {
    const result = await api('/api/twin/status')
    const next = readStatus(result.ok ? result.data : null)
    setTwin(next)
    if (previous.current !== next.status) {
      previous.current = next.status
      void loadInfo()
      if (next.status === 'ready') void loadImages()
    }
  }, [loadInfo, loadImages])

  useEffect(() => {
    void loadStatus()
    void loadImages()
  }, [loadStatus, loadImages])

  const processing = twin?.status === 'processing'
  useEffect(() => {
    if (!processing) return
    const timer = setInterval(() => void loadStatus(), TWIN_POLL_MS)
    return () => clearInterval(timer)
  }, [processing, loadStatus])

  return { twin, daysRemaining, images, imagesFailed, setImages, reloadStatus: loadStatus, reloadImages: loadImages }
}
