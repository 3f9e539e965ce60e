/**
 * The bucket that receives access logs: S3 server access logs of the site bucket and
 * CloudFront's standard logs. CloudFront's standard logging writes with ACLs, so this bucket
 * (alone) keeps ACLs enabled with the object-writer ownership CloudFront requires; public
 * access stays blocked and only TLS requests are accepted. Logs expire after a retention.
 * (cdk-nag's S1 does not ask a log bucket to log itself: it is the destination of others.)
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface LogBucketProps {
  retainData: boolean;
  retentionDays: number;
}

export class LogBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: LogBucketProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [
        {
          id: 'expire-logs',
          expiration: Duration.days(props.retentionDays),
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
      ],
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !props.retainData,
    });
  }
}
