// `npm run seed`: demo accounts of every role with known passwords, so a person can try each
// role at once, and listings with images, joins and saves. Safe to run twice: existing accounts
// are left as they are.
import { eq } from 'drizzle-orm';
import { loadConfig } from '@/server/config.ts';
import { DataDirLockedError } from '@/server/db/data-dir-lock.ts';
import { openConfiguredDatabase } from '@/server/db/migrate.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { setAdminByOperator } from '@/server/features/accounts/operator-roles.service.ts';
import { registerUser } from '@/server/features/auth/auth.service.ts';
import { updateProfile } from '@/server/features/profile/profile.service.ts';
import { refreshRecords } from '@/server/features/reputation/records/refresh-records.ts';
import { openServiceContext } from '@/server/lib/service-context.ts';
import type { Role } from '@/shared/constants.ts';
import { seedListings } from './seed-listings.ts';

const DEMO_PASSWORD = 'harbor-demo-2026';

const people: {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  business?: string;
}[] = [
  { firstName: 'Ada', lastName: 'Okafor', email: 'admin@betaharbor.test', role: 'Admin' },
  {
    firstName: 'Bea',
    lastName: 'Lindqvist',
    email: 'bea@betaharbor.test',
    role: 'Builder',
    business: 'Northwind Apps',
  },
  {
    firstName: 'Bruno',
    lastName: 'Costa',
    email: 'bruno@betaharbor.test',
    role: 'Builder',
    business: 'Costa Devtools',
  },
  { firstName: 'Tara', lastName: 'Nguyen', email: 'tara@betaharbor.test', role: 'Tester' },
  { firstName: 'Tomás', lastName: 'Rivera', email: 'tomas@betaharbor.test', role: 'Tester' },
];

async function seed() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  // Seeding on PostgreSQL while servers run: they hear of each change and drop what they cached.
  const services = await openServiceContext(database);
  try {
    const { db } = services;
    const seeded: Record<Role, UserRow[]> = { Admin: [], Builder: [], Tester: [] };
    for (const person of people) {
      const [existing] = await db.select().from(users).where(eq(users.email, person.email));
      if (existing) continue;
      const registered = await registerUser(db, { ...person, password: DEMO_PASSWORD });
      // Demo addresses count as proved, so the digest and group mail reach the demo accounts.
      await db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.id, registered.id));
      const user =
        person.role === 'Admin'
          ? (await setAdminByOperator(services, 'grant', person.email)).user
          : registered;
      const complete = await updateProfile(services, user, {
        role: person.role === 'Admin' ? undefined : person.role,
        phone: '+1 555 0100',
        businessName: person.business ?? '',
        website: person.business ? 'https://example.com' : '',
        wantsWeeklyDigest: person.role === 'Tester',
      });
      seeded[person.role].push(complete);
    }
    // Listings come with a fresh set of demo builders, never on top of an existing database's.
    if (seeded.Builder.length > 0) {
      const count = await seedListings(services, seeded.Builder, seeded.Tester);
      console.log(`Added ${count} listings with images, joins and saves.`);
    }
    // The app follows only the events its own process publishes: the seeded people's records are
    // written here.
    await refreshRecords(
      services,
      [...seeded.Builder, ...seeded.Tester].map((user) => user.id),
    );
    console.log(`Demo accounts (password for all: ${DEMO_PASSWORD}):`);
    for (const person of people) console.log(`  ${person.role.padEnd(8)} ${person.email}`);
  } finally {
    await services.close();
    await database.close();
  }
}

seed().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) console.error(error.adviceFor('npm run seed'));
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
