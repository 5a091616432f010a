/**
 * The deployment files of docs/operations.md as an operator pastes them: the systemd environment
 * file (read as systemd's EnvironmentFile= reads it) and unit, the nginx site and the container's
 * `podman run`. deploymentProblems() says what would break if pasted as written; `npm run
 * check:docs` runs it, and scripts/deploy-docs.int.test.ts also starts the app on that environment.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../server/config.ts'
import { parseEnvironmentDirective, parseSystemdEnvironmentFile } from './systemd-env.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
export const OPERATIONS = path.join(ROOT, 'docs/operations.md')
export const ENV_FILE = '/etc/looktag/looktag.env'
export const UNIT_FILE = '/etc/systemd/system/looktag@.service'
export const NGINX_SITE = '/etc/nginx/sites-available/looktag'
/** What the docs write where the operator fills in their own value (a secret, a host). */
export const PLACEHOLDER = '…'

/** The fenced code blocks whose first line is a comment naming `file` (`# /etc/looktag/looktag.env — …`). */
export function blockFor(markdown: string, file: string): string | undefined {
  for (const match of markdown.matchAll(/^```[\w-]*\n([\s\S]*?)^```$/gm)) {
    const first = match[1].split('\n', 1)[0]
    if (/^\s*#/.test(first) && first.includes(` ${file}`)) return match[1]
  }
  return undefined
}

/** A unit file's directives per section, in order, with %i (the instance) and %% replaced. */
export function parseUnit(text: string, instance: string): Record<string, [string, string][]> {
  const sections: Record<string, [string, string][]> = {}
  let section = ''
  for (const raw of text.replace(/\\\n/g, ' ').split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#') || line.startsWith(';')) continue
    const header = /^\[(.+)\]$/.exec(line)
    if (header) {
      section = header[1]
      sections[section] ??= []
      continue
    }
    const at = line.indexOf('=')
    if (at < 0) continue
    const value = line
      .slice(at + 1)
      .trim()
      .replace(/%(.)/g, (_, c: string) => (c === 'i' ? instance : c === '%' ? '%' : `%${c}`))
    sections[section]?.push([line.slice(0, at).trim(), value])
  }
  return sections
}

const directive = (unit: Record<string, [string, string][]>, section: string, name: string) =>
  (unit[section] ?? []).filter(([key]) => key === name).map(([, value]) => value)

/**
 * Placeholders filled with values of the kind the docs ask for, so the rest of the file is
 * validated as written; `samples` names a value per variable, the others get `placeholder` for `…`.
 */
export function fillPlaceholders(env: Record<string, string>, samples: Record<string, string> = {}) {
  const filled: Record<string, string> = {}
  const replaced: string[] = []
  for (const [name, value] of Object.entries(env)) {
    if (!value.includes(PLACEHOLDER)) filled[name] = value
    else {
      filled[name] = samples[name] ?? value.replaceAll(PLACEHOLDER, 'placeholder')
      replaced.push(name)
    }
  }
  return { env: filled, replaced }
}

/** A 64-character random-looking secret for the JWT_SECRET placeholder (production refuses short or monotonous ones). */
export const SAMPLE_SECRET = '3f9a1c7e5b2d8046a1e9c3b7d5f20864c1a3e5b7d9f0284613579bdf02468ace'

/** The environment one web instance of the systemd unit gets: the file, then the unit's Environment= lines. */
export function systemdEnvironment(markdown: string, instance: string) {
  const file = parseSystemdEnvironmentFile(blockFor(markdown, ENV_FILE) ?? '')
  const unit = parseUnit(blockFor(markdown, UNIT_FILE) ?? '', instance)
  const fromUnit = Object.assign({}, ...directive(unit, 'Service', 'Environment').map(parseEnvironmentDirective))
  return { file, unit, env: { ...file.values, ...fromUnit } as Record<string, string> }
}

/** The instances the unit's comment enables (`systemctl enable --now looktag@3001 looktag@3002`). */
export function enabledInstances(markdown: string): string[] {
  const first = (blockFor(markdown, UNIT_FILE) ?? '').split('\n', 1)[0]
  return [...first.matchAll(/looktag@(\w+)/g)].map((m) => m[1])
}

/** The `podman run` of the "Container image" section: its -p publications and -e variables. */
export function containerRun(markdown: string) {
  const section = /^### Container image[^\n]*\n([\s\S]*?)(?=^##)/m.exec(markdown)?.[1] ?? ''
  const command = /^podman (?:--runtime \w+ )?run .*$/m.exec(section.replace(/\\\n\s*/g, ' '))?.[0] ?? ''
  const publish = [...command.matchAll(/(?:^|\s)(?:-p|--publish)[ =](\S+)/g)].map((m) => m[1])
  const env = Object.fromEntries([...command.matchAll(/(?:^|\s)(?:-e|--env)[ =]([A-Z_][A-Z0-9_]*)=(\S*)/g)].map((m) => [m[1], m[2]]))
  const envFiles = [...command.matchAll(/(?:^|\s)--env-file[ =](\S+)/g)].map((m) => m[1])
  const image = /\s(localhost\/looktag:\S+)\s*$/.exec(command.trim())?.[1]
  return { command, publish, env, envFiles, image }
}

/** What would break if the documented blocks were pasted as written; empty when nothing would. */
export function deploymentProblems(root = ROOT): string[] {
  const markdown = readFileSync(path.join(root, 'docs/operations.md'), 'utf8')
  const problems: string[] = []
  const say = (problem: string) => problems.push(`docs/operations.md: ${problem}`)
  for (const file of [ENV_FILE, UNIT_FILE, NGINX_SITE])
    if (!blockFor(markdown, file)) say(`no code block starts with a comment naming ${file}`)
  if (problems.length) return problems

  const instances = enabledInstances(markdown)
  const { file, unit, env } = systemdEnvironment(markdown, instances[0] ?? '3001')
  for (const line of file.ignored) say(`${ENV_FILE} ${line}, and systemd ignores that line`)
  for (const [name, value] of Object.entries(file.values)) {
    if (/\s[#;]/.test(value)) say(`${ENV_FILE}: ${name} ends in a comment, which systemd keeps as part of the value`)
    if (/\s[A-Za-z_][A-Za-z0-9_]*=/.test(value)) say(`${ENV_FILE}: ${name} holds a second assignment: one variable per line`)
  }
  const filled = fillPlaceholders(env, { JWT_SECRET: SAMPLE_SECRET })
  let config: ReturnType<typeof loadConfig> | undefined
  try {
    config = loadConfig(filled.env)
  } catch (error) {
    say(`${ENV_FILE} with the unit's Environment= is refused: ${(error as Error).message}`)
  }

  if (!directive(unit, 'Service', 'EnvironmentFile').includes(ENV_FILE)) say(`the unit does not read ${ENV_FILE}`)
  const workingDirectory = directive(unit, 'Service', 'WorkingDirectory')[0] ?? ''
  const execStarts = [...markdown.matchAll(/ExecStart=([^`\n]+)/g)].map((m) => m[1].trim())
  for (const exec of execStarts) {
    for (const word of exec.split(/\s+/).filter((w) => w.startsWith('/') || /\.(m?js|ts)$/.test(w))) {
      const inRepo = word.startsWith(`${workingDirectory}/`) ? word.slice(workingDirectory.length + 1) : word.startsWith('/') ? '' : word
      if (!inRepo || !existsSync(path.join(root, inRepo)))
        say(`ExecStart=${exec} names ${word}, which is not in the checkout at ${workingDirectory}`)
    }
  }
  const writable = directive(unit, 'Service', 'ReadWritePaths').flatMap((v) => v.split(/\s+/))
  if (config && !writable.includes(config.dataDir)) say(`ReadWritePaths= does not include DATA_DIR (${config.dataDir})`)

  const nginx = blockFor(markdown, NGINX_SITE) ?? ''
  const upstreams = [...nginx.matchAll(/^\s*server\s+([\d.]+):(\d+)/gm)].map((m) => ({ host: m[1], port: m[2] }))
  if (upstreams.map((u) => u.port).join() !== instances.join()) {
    say(`nginx's upstream ports (${upstreams.map((u) => u.port).join(', ')}) are not the unit's instances (${instances.join(', ')})`)
  }
  const trusted = String(config?.trustProxy ?? '').split(',')
  for (const host of new Set(upstreams.map((u) => u.host)))
    if (!trusted.includes(host) && !(trusted.includes('loopback') && host.startsWith('127.')))
      say(`TRUST_PROXY does not name ${host}, where nginx reaches the instances from`)
  if (!/proxy_set_header Host \$http_host;/.test(nginx)) say('nginx does not pass Host $http_host (the app answers only PUBLIC_URL’s host)')
  if (!/proxy_set_header X-Forwarded-For \$remote_addr;/.test(nginx))
    say('nginx does not replace X-Forwarded-For with the client’s address')

  problems.push(...containerProblems(root, markdown))
  return problems
}

function containerProblems(root: string, markdown: string): string[] {
  const problems: string[] = []
  const say = (problem: string) => problems.push(`docs/operations.md "Container image": ${problem}`)
  const containerfile = readFileSync(path.join(root, 'container/Containerfile'), 'utf8')
  const runtime = containerfile.split(/^FROM /m).at(-1) ?? ''
  const imageEnv = Object.assign({}, ...[...runtime.matchAll(/^ENV (.+)$/gm)].map((m) => parseEnvironmentDirective(m[1])))
  const run = containerRun(markdown)
  const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version
  if (!run.command) {
    say('no podman run command')
    return problems
  }
  if (/--network[ =]host/.test(run.command)) say('podman run shares the host network (--network=host)')
  if (!/^USER \S+/m.test(runtime)) say('the image runs as root (no USER in its last stage)')
  if (run.image !== `localhost/looktag:${version}`) say(`podman run starts ${run.image}, not localhost/looktag:${version}`)
  const containerPort = imageEnv.PORT ?? '3000'
  if (run.publish.length === 0) say('podman run publishes no port')
  for (const p of run.publish) {
    const [address, , port] = p.split(':')
    if (address !== '127.0.0.1') say(`${p} is published beyond the host's loopback`)
    if (port !== containerPort) say(`${p} does not reach the container's PORT ${containerPort}`)
  }
  for (const file of run.envFiles) if (file !== ENV_FILE) say(`--env-file ${file} is not the documented ${ENV_FILE}`)
  // podman's --env-file keeps quotes and trailing blanks in a value, which systemd drops: the file must have neither.
  const fileEnv = run.envFiles.includes(ENV_FILE) ? parseSystemdEnvironmentFile(blockFor(markdown, ENV_FILE) ?? '').values : {}
  const raw = (blockFor(markdown, ENV_FILE) ?? '').split('\n').filter((l) => /^[A-Za-z_]\w*=/.test(l))
  if (run.envFiles.length && raw.some((l) => /["']|\s$/.test(l))) say(`${ENV_FILE} has quotes or trailing blanks, which podman keeps`)
  const env = { ...imageEnv, ...fileEnv, ...run.env }
  if (!env.TRUST_PROXY) say('podman run sets no TRUST_PROXY: behind the proxy every visitor would share its rate limit')
  try {
    loadConfig(fillPlaceholders(env, { JWT_SECRET: SAMPLE_SECRET }).env)
  } catch (error) {
    say(`the image's environment with podman run's is refused: ${(error as Error).message}`)
  }
  return problems
}
