// TEMPORARY placeholder written by the infrastructure setup so that wrangler and the workers
// test pool have a main module and a GameObject class. The lead replaces this file (and adds
// src/api/game-object.ts); the store tests reach the object's storage through
// runInDurableObject and do not depend on anything here but the class name.
import { DurableObject } from 'cloudflare:workers';
import { EventStore } from './store/event-store';

export class GameObject extends DurableObject<Env> {
  readonly store: EventStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new EventStore(ctx.storage);
    ctx.blockConcurrencyWhile(() => this.store.ready);
  }

  head(): { seq: number; hash: string } {
    return this.store.head();
  }
}

export default {
  fetch(): Response {
    return new Response('ok');
  },
  scheduled(): void {},
} satisfies ExportedHandler<Env>;
