import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { BullMqJobRunner } from './bullmq-job-runner';
import { InProcessJobRunner } from './in-process-job-runner';
import { JobRunner } from './job-runner';

/** Jobs each process runs at once; parsing and fetching wait on I/O and reader processes. */
const JOB_CONCURRENCY = 2;

@Global()
@Module({
  providers: [
    {
      provide: JobRunner,
      inject: [AppConfig],
      useFactory: (config: AppConfig): JobRunner =>
        config.redisUrl
          ? new BullMqJobRunner({ redisUrl: config.redisUrl, prefix: config.jobQueuePrefix, concurrency: JOB_CONCURRENCY })
          : new InProcessJobRunner(JOB_CONCURRENCY),
    },
  ],
  exports: [JobRunner],
})
export class JobsModule {}
