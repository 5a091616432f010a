/**
 * The current page's URL with some search parameters replaced (undefined or '' removes one).
 * Filters, search and paging live in the URL, so every state of a public page is a plain link
 * that works without JavaScript and can be shared. Changing a filter goes back to page 1.
 */
export function withParams(pathname: string, current: URLSearchParams, changes: Record<string, string | number | undefined>) {
  const next = new URLSearchParams(current)
  next.delete('lang')
  if (!('page' in changes)) next.delete('page')
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) next.delete(key)
    else next.set(key, String(value))
  }
  const query = next.toString()
  return query ? `${pathname}?${query}` : pathname
}

export function totalPages(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize))
}
