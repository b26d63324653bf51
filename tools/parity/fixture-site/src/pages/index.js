import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { DefaultQueueNote } from '../components/QueueDefaults';

export default function Home() {
  return (
    <Layout title="Home" description="Lanternfish: a batch job queue for small clusters">
      <main className="container margin-vert--xl">
        <h1>
          <Translate id="home.title" description="The heading of the home page">
            Run batch jobs on the machines you already have
          </Translate>
        </h1>
        <p>
          <Translate id="home.lead" description="The sentence under the heading">
            Lanternfish queues your jobs, finds a machine with room for each and runs it again when it fails.
          </Translate>
        </p>
        <p>
          <Translate id="home.queues" description="Names the default queues" values={{ names: <code>urgent, normal, bulk</code> }}>
            {'Three queues come ready to use: {names}.'}
          </Translate>
        </p>
        <DefaultQueueNote />
        <p>
          <Link className="button button--primary" to="/docs/intro">
            <Translate id="home.start" description="The link to the docs">Read the introduction</Translate>
          </Link>
        </p>
      </main>
    </Layout>
  );
}
