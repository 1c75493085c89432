import type { FastifyInstance } from 'fastify';
import { downloadTaskSource } from '../modules/exports/exports.service';
import { installDownloadsHub } from '../realtime/hubs/downloads-hub';

/**
 * The download-task hub reads each user's tasks from the exports module. Wired here so that
 * neither imports the other: the module publishes downloadTask.changed on the spine, and the
 * hubs deliver it (realtime/hub-deliveries.ts).
 */
export function installDownloadTaskHub(app: FastifyInstance): void {
  installDownloadsHub(app.realtime, downloadTaskSource({ db: app.db, timeoutMs: app.config.exports.timeoutMs }));
}
