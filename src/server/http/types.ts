import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Role } from '@domain/roles';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from './mailer';

/** The Fastify instance every route module receives, typed by the zod schemas it declares. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Built web app to serve (dist/web); null in API-only tests. */
  webDir: string | null;
  /** Where log lines go instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void };
}

/**
 * Who may call a route, declared in its `config.access`: 'public', or the roles allowed. The guard
 * (auth/guard.ts) enforces it and refuses to register a route without it (default deny); the
 * OpenAPI document (openapi.ts) shows it.
 */
export type Access = 'public' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** A module's routes: `export const companiesRoutes: RouteModule = (app, deps) => { ... }`. */
export type RouteModule = (app: App, deps: AppDeps) => void;
