/** GET /health answer (`data`): the API is up and its database answers. */
export interface HealthData {
  db: 'ok';
}
