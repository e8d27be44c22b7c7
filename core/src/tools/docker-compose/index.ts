export { runDockerCompose, runDockerComposeText } from './docker-compose';
export { meta } from './meta';
