import type { Module } from '../module.ts'
import legalRoutes from './legal.routes.ts'

/** The terms of use as PDF in every language (no service, no tables). */
export function createLegalModule() {
  return { routes: legalRoutes } satisfies Module
}
