import type { Module, ModuleDeps } from './module.ts'

/** Built before any module: configuration, database, ports (ModuleDeps without the two shared services). */
export type BaseDeps = Omit<ModuleDeps, 'mailer' | 'audit' | 'accountParts'>

export interface AssembledModule {
  name: string
  module: Module<object, never>
}

type Have<S> = BaseDeps & { accountParts: ModuleDeps['accountParts'] } & S
/** A factory that needs services no module before it provides: the list does not compile, naming them. */
type Unbuilt<D, Have> = { [name in Exclude<keyof D, keyof Have> & string]: `${name}: built by no module listed before this one` }

/**
 * The module list, in order: each factory receives the base dependencies and every service built
 * so far, typed, and may only be added once all it asks for exists (a compile error names what is
 * missing). Two modules providing one name are refused when the app starts.
 */
export interface Assembly<S extends object, W extends object> {
  add<D, P extends object, K extends keyof P = never>(
    create: ((deps: D) => Module<P, K>) & ([Have<S>] extends [D] ? unknown : Unbuilt<D, Have<S>>),
  ): Assembly<S & P, W & Pick<P, K>>
  readonly services: S
  readonly web: W
  readonly modules: readonly AssembledModule[]
}

export function assemble(base: BaseDeps): Assembly<object, object> {
  const accountParts: NonNullable<Module['account']>[] = []
  const step = (services: Record<string, unknown>, web: Record<string, unknown>, modules: AssembledModule[]) => ({
    services,
    web,
    modules,
    add(create: (deps: never) => Module<object, never>) {
      const name = create.name.replace(/^create(.*)Module$/, '$1') || 'module'
      const module = create({ ...base, accountParts, ...services } as never)
      const provided = (module.services ?? {}) as Record<string, unknown>
      for (const key of Object.keys(provided)) {
        if (key in services || key in base)
          throw new Error(`Module ${name} provides "${key}", which another module or the base already provides`)
      }
      if (module.account) accountParts.push(module.account)
      const webNames = (module.web ?? []) as readonly string[]
      const shared = Object.fromEntries(webNames.map((key) => [key, provided[key]]))
      return step({ ...services, ...provided }, { ...web, ...shared }, [...modules, { name, module }])
    },
  })
  return step({}, {}, []) as unknown as Assembly<object, object>
}
