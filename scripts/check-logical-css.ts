/**
 * Fails when a component uses physical left/right utilities (ml-, pr-, left-, text-right, …):
 * layout must use logical ones (ms-, pe-, start-, text-end, …) so Arabic mirrors by itself.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const PHYSICAL =
  /(?<![\w-])-?(?:[a-z]+:)*(?:ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|scroll-ml|scroll-mr|text-left|text-right|float-left|float-right)(?:-[\w./[\]%-]+)?(?![\w-])/g

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* files(full)
    else if (/\.(tsx|ts)$/.test(name)) yield full
  }
}

const problems: string[] = []
for (const file of files('web')) {
  const source = readFileSync(file, 'utf8')
  for (const match of source.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)'\})/g)) {
    const classes = match[1] ?? match[2] ?? match[3] ?? ''
    for (const hit of classes.matchAll(PHYSICAL)) {
      const line = source.slice(0, match.index).split('\n').length
      problems.push(`${file}:${line}: ${hit[0]}`)
    }
  }
}

if (problems.length) {
  console.error(
    `Physical left/right utilities found; use logical ones (ms-/me-/ps-/pe-/start-/end-/text-start/text-end):\n${problems.join('\n')}`,
  )
  process.exit(1)
}
console.log('logical CSS check passed')
