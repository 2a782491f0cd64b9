/** The platform with the CaaS product in its own process, for the provision bench (see bench/platform_process.ts). */
import { accessModule } from '../../actors/accounts/module'
import { createCaasModule } from '../../actors/caas/module'
import { MemorySmsSender } from '../../actors/caas/sms'
import { servePlatform } from '../platform_process'

void servePlatform([accessModule, createCaasModule({ sms: new MemorySmsSender() })], 'bench')
