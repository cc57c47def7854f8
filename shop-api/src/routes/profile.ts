/**
 * The account's settings and genius pages on the BFF, for a logged-in person only (401 otherwise),
 * never cached. The profile body is checked by its contract schema, rules included (phone, tax id,
 * registration number for the site's country), so a broken rule is a 400 naming its field.
 */
import {
  GeniusMembershipResponseSchema,
  GeniusQuerySchema,
  GeniusResponseSchema,
  ProfileResponseSchema,
  UpdateProfileRequestSchema,
} from '@refurb/shared-contracts/api/account';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { geniusBenefits } from '../account/genius-benefits.js';
import type { GeniusMembership, ProfileRepository } from '../auth/profile.repository.js';
import type { UsersRepository } from '../auth/users.repository.js';
import { HttpError, parseInput } from '../http/errors.js';
import type { Clock } from '../services.js';
import { signedInUser } from './bff.js';

export interface ProfileDeps {
  readonly users: UsersRepository;
  readonly profiles: ProfileRepository;
  readonly clock: Clock;
}

/** A session whose user row is gone: answered like any record that is not there. */
function found<T>(value: T | null): T {
  if (value === null) throw new HttpError(404, 'not_found', 'No such user.');
  return value;
}

const membershipBody = ({ member, since }: GeniusMembership) => ({
  member,
  since: since?.toISOString() ?? null,
});

export function registerProfileRoutes(app: FastifyInstance, deps: ProfileDeps): void {
  const { users, profiles, clock } = deps;
  const currentUser = (request: FastifyRequest) => signedInUser(users, request);
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get('/bff/me/profile', async (request, reply) => {
    const user = await currentUser(request);
    const profile = found(await profiles.profile(user.id));
    return noStore(reply).send(ProfileResponseSchema.parse({ profile }));
  });

  app.put('/bff/me/profile', async (request, reply) => {
    const user = await currentUser(request);
    const body = parseInput(UpdateProfileRequestSchema, request.body, 'body');
    const profile = found(await profiles.update(user.id, body, clock()));
    return noStore(reply).send(ProfileResponseSchema.parse({ profile }));
  });

  app.get('/bff/me/genius', async (request, reply) => {
    const user = await currentUser(request);
    const { country } = parseInput(GeniusQuerySchema, request.query, 'query');
    const membership = found(await profiles.genius(user.id));
    return noStore(reply).send(
      GeniusResponseSchema.parse({
        ...membershipBody(membership),
        benefits: geniusBenefits(country),
      }),
    );
  });

  app.post('/bff/me/genius', async (request, reply) => {
    const user = await currentUser(request);
    const membership = found(await profiles.joinGenius(user.id, clock()));
    return noStore(reply).send(GeniusMembershipResponseSchema.parse(membershipBody(membership)));
  });

  app.delete('/bff/me/genius', async (request, reply) => {
    const user = await currentUser(request);
    const membership = found(await profiles.leaveGenius(user.id));
    return noStore(reply).send(GeniusMembershipResponseSchema.parse(membershipBody(membership)));
  });
}
