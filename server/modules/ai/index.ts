import type { Module } from '../module.ts'
import { createAiRepository } from './ai.repository.ts'

/** The AI studio (issue: AI styling). For now only its part in account deletion: the stored AI files. */
export function createAiModule() {
  const repo = createAiRepository()
  return { account: { fileKeys: repo.fileKeys } } satisfies Module
}
