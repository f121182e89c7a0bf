import { createElement, type ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';

/** What a page's module (src/routes/<id>.tsx) gives its route. */
export interface RouteModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  handle?: unknown;
}

/** A page whose code could not be downloaded: mostly a connection that dropped on the way. */
export class RouteChunkError extends Error {
  constructor(cause: unknown) {
    super('The page could not be loaded', { cause });
    this.name = 'RouteChunkError';
  }
}

/**
 * A route's `lazy` that survives a failed download. React Router keeps the promise of a route's
 * `lazy` for the router's lifetime, failed or not, so a page whose chunk failed once would fail
 * on every later visit. Instead, a failed import gives the route a stand-in: its loader imports
 * the module again each time the route loads (a retry is a revalidation, or visiting it again)
 * and its component renders the module once it is there. The first failure is reported as it
 * happened, not hidden behind an immediate second attempt.
 */
export function retryableLazy(load: () => Promise<RouteModule>): () => Promise<RouteModule> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      return standIn(load, new RouteChunkError(error));
    }
  };
}

function standIn(load: () => Promise<RouteModule>, firstFailure: RouteChunkError): RouteModule {
  let module: RouteModule | undefined;
  let unreported: RouteChunkError | undefined = firstFailure;
  const takeFailure = () => {
    const failure = unreported ?? firstFailure;
    unreported = undefined;
    return failure;
  };
  return {
    async loader(args: LoaderFunctionArgs) {
      if (unreported) throw takeFailure();
      try {
        module ??= await load();
      } catch (error) {
        throw new RouteChunkError(error);
      }
      return module.loader ? module.loader(args) : null;
    },
    // Rendered without its loader only when the page was hydrated (main.tsx loads the module
    // itself there): the failure shows, and the retry runs the loader.
    Component() {
      if (!module) throw takeFailure();
      return createElement(module.Component);
    },
  };
}
