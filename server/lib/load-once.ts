/**
 * A value read once and shared until `forget()` (a settings change): concurrent callers share the
 * one read, and a failed read is tried again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let current: Promise<T> | undefined
  return {
    get(): Promise<T> {
      if (!current) {
        const loading = load()
        current = loading
        loading.catch(() => {
          if (current === loading) current = undefined
        })
      }
      return current
    },
    forget() {
      current = undefined
    },
  }
}
