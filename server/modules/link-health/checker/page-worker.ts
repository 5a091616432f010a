/**
 * The link checker's page reader thread (page-reader.ts): Node runs this file itself, from the
 * source under tsx and under the compiled bundle alike, so it imports only erasable TypeScript.
 */
import { serveTasks } from '../../../lib/thread-task.ts'
import { readPage } from './page-signals.ts'

serveTasks(readPage)
