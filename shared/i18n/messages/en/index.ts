/** English (the source): every area's messages. */
import common from './common';
import shell from './shell';
import auth from './auth';
import home from './home';
import dashboard from './dashboard';
import report from './report';
import fieldwork from './fieldwork';
import management from './management';
import teams from './teams';
import audit from './audit';
import deleted from './deleted';
import notifications from './notifications';
import profile from './profile';
import subscription from './subscription';
import documentation from './documentation';
import status from './status';
import components from './components';
import pwa from './pwa';
import alerts from './alerts';
import email from './email';
import sms from './sms';
import agronomy from './agronomy';
import events from './events';
import transfer from './transfer';
import refusals from './refusals';

export const EN = {
  common,
  shell,
  auth,
  home,
  dashboard,
  report,
  fieldwork,
  management,
  teams,
  audit,
  deleted,
  notifications,
  profile,
  subscription,
  documentation,
  status,
  components,
  pwa,
  alerts,
  email,
  sms,
  agronomy,
  events,
  transfer,
  refusals,
} as const;
